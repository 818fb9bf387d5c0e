import TestSupport

/// The stubbed HTTP of the live client's suite: a class of its own, so its answers and recorded requests are never
/// shared with another suite's stub.
final class LiveClientStub: StubURLProtocol {}

import TestSupport

/// The stubbed HTTP of the acceptance suite's live-client scenarios: a class of its own, so its answers and recorded
/// requests are never shared with another suite's stub.
final class AcceptanceStub: StubURLProtocol {}

import Model

/// An ``AuthService`` that passes every login to the real one and reports it to a ``Tracer``: the number, the
/// code masked as `••••`, the time and the person or the error.
///
/// A decorator set into the environment by the demo, so no style carries tracing code.
public struct TracingAuthService: AuthService {
    private let base: any AuthService
    private let tracer: Tracer

    /// Traces `base`'s logins to `tracer`.
    public init(_ base: any AuthService, tracer: Tracer) {
        self.base = base
        self.tracer = tracer
    }

    /// Logs in through the real service and records `auth.logIn(<number>, ••••)`; never the code. Main-actor
    /// isolated so the call is numbered where the style makes it (see ``Tracer``); the real service runs where it
    /// always does.
    @MainActor
    public func logIn(phone: MobileNumber, code: VerificationCode) async throws -> Person {
        try await tracer.measure("auth.logIn(\(phone.digits), ••••)") {
            try await base.logIn(phone: phone, code: code)
        } describe: { person in
            DemoHelp.name(of: person)
        }
    }
}

import Model

/// What the screens' routers tell the app's router when the app built their screens: the two routes that change the
/// stack's root, a login and a log out (N1). A screen built alone has no app to tell, and its router pushes on its own.
///
/// ``AppRouter`` is the real one; ``LoginRouter`` and ``GreetingRouter`` hold it weakly; tests put a spy in its place.
@MainActor
public protocol AppRouting: AnyObject {
    /// `person` has just logged in, and the phone is remembered: the app decides where the login leads.
    func loggedIn(as person: Person)
    /// The person asked to log out: the app ends the session and shows Login.
    func loggedOut()
}

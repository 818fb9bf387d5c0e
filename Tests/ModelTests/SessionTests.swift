import Model
import Testing

struct SessionTests {
    @Test("N1: the app starts with nobody logged in")
    func startsLoggedOut() {
        let session = Session()

        #expect(!session.isLoggedIn)
        #expect(session.person == nil)
    }

    @Test("N1: a login logs its person in, and Log out forgets them")
    func logInThenLogOut() {
        var session = Session()

        session.logIn(as: .adaLovelace)
        #expect(session.isLoggedIn)
        #expect(session.person == .adaLovelace)

        session.logOut()
        #expect(!session.isLoggedIn)
        #expect(session.person == nil)
    }
}

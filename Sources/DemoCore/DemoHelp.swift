import Model

/// What `help` prints: the commands, the accounts the embedded login server knows and words the offline photo
/// catalogue has, so that a learner can log in (and watch a failure) and search without reading the source.
public enum DemoHelp {
    /// The demo accounts as the embedded server (``DemoAuthService``) knows them. The codes are written here
    /// because the server keeps its own private; a test logs in with each so the two cannot drift apart.
    static let accounts: [(phone: String, code: String)] = [("13874389438", "5858"), ("13800138000", "1234")]

    /// The number the embedded server answers with an outage, whatever the code.
    static let outageNumber = "13900000000"

    /// Words that find photos in the offline catalogue, which is all the search screen searches without
    /// `FLICKR_API_KEY`: the everyday first searches, some of them several pages long (scroll to the end to load the
    /// next). A test searches the catalogue for each, and checks the README names the same, so a new catalogue cannot
    /// leave the hint wrong.
    static let searchWords = ["cats", "tree", "sunset", "beach", "flowers", "city", "coffee"]

    /// Words that find, among their first rows, a photo whose real counts a capture carried, so that a learner can
    /// watch counts fill in (S7) without an API key: the catalogue keeps counts for only five of its photos and makes
    /// none up. A test searches the catalogue for each and looks at the counts of the rows it shows first.
    static let countWords = ["candy", "landscape", "water", "boston"]

    /// The whole help text.
    static var text: String {
        let accountLines = accounts.map { account in
            let owner = AccountDirectory.demo.account(for: account.phone).map { name(of: $0.person) } ?? "?"
            return "  \(account.phone)  code \(account.code)   \(owner)"
        }
        return """
            commands:
              type <id> <text>     type text into a field, one character at a time
              clear <id>           clear a field
              tap <id>             tap a button (the right bar button too)
              select <id> <row>    select a row of a list
              scroll <id> <row>    scroll a list to a row
              back                 go back to the previous screen
              open <link>          follow a link into the app (run with 'app'): photos://search?text=sunset,
                                   photos://search, photos://greeting
              show                 draw the screen again
              help                 this list
              quit, exit           leave
            demo accounts (the embedded login server; "Fill up" types the first):
            \(accountLines.joined(separator: "\n"))
              \(outageNumber)  any code    the server does not answer (an outage)
              any other valid number   "No account uses this number."
            offline photos (without FLICKR_API_KEY), found by a word of their titles, such as:
              \(searchWords.joined(separator: ", "))
            words whose photos show real counts offline (the catalogue makes none up):
              \(countWords.joined(separator: ", "))
            """
    }

    /// The note the demo writes once, at launch, when `environment` searches the live Flickr API (`FLICKR_API_KEY` is
    /// set): without a network every search then ends in "There was a problem reaching Flickr.", and nothing else would
    /// say why the offline catalogue is not searched. Nil for the offline catalogue.
    public static func liveFlickrNote(for environment: AppEnvironment) -> String? {
        guard environment.flickr is LiveFlickrService else { return nil }
        return "note: FLICKR_API_KEY is set, so searches ask the live Flickr API; unset it to search the offline "
            + "catalogue"
    }

    /// "First Last", without empty parts.
    static func name(of person: Person) -> String {
        [person.firstName, person.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

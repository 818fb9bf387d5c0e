import Foundation
import HeadlessUI
import Model
import Testing

@testable import DemoCore

@Suite(.timeLimit(.minutes(1)))
struct DemoHelpTests {
    @Test("help lists each demo account with its code and owner, and the outage number")
    func listsTheDemoAccounts() {
        let help = DemoHelp.text

        #expect(help.contains("13874389438  code 5858   David Blaine"))
        #expect(help.contains("13800138000  code 1234   Ada Lovelace"))
        #expect(help.contains("13900000000"))
        #expect(help.contains("tap <id>"))
    }

    @Test("help lists every command the prompt reads, exit beside quit, and each one it lists is read")
    func listsEveryCommand() {
        // The command lines sit between "commands:" and "demo accounts"; each starts with its spellings.
        // A line that goes on the one above starts with more than two blanks.
        let commandLines = DemoHelp.text.split(separator: "\n").drop { $0 != "commands:" }.dropFirst()
            .prefix { !$0.hasPrefix("demo accounts") }.filter { !$0.hasPrefix("     ") }
        let listed = commandLines.flatMap { line in
            let spellings = line.split(separator: "  ", omittingEmptySubsequences: true)[0]
            return spellings.split(separator: ", ").map { String($0.split(separator: " ")[0]) }
        }

        #expect(
            listed == ["type", "clear", "tap", "select", "scroll", "back", "open", "show", "help", "quit", "exit"])
        for verb in listed {
            do {
                _ = try DemoCommand(parsing: verb)
            } catch {
                #expect(!error.description.hasPrefix("unknown command"), "\(verb)")
            }
        }
    }

    @Test("every account help lists logs in to the embedded server as the owner it names")
    func listedAccountsLogIn() async throws {
        let server = DemoAuthService(latency: .zero)
        for account in DemoHelp.accounts {
            let phone = try #require(MobileNumber(account.phone))
            let owner = try #require(AccountDirectory.demo.account(for: account.phone)).person

            let person = try await server.logIn(phone: phone, code: try #require(VerificationCode(account.code)))

            #expect(person == owner)
        }
    }

    @Test("the outage number help lists makes the embedded server fail")
    func outageNumberFails() async throws {
        let phone = try #require(MobileNumber(DemoHelp.outageNumber))

        await #expect(throws: AuthError.serverNotResponding) {
            try await DemoAuthService(latency: .zero).logIn(phone: phone, code: try #require(VerificationCode("0000")))
        }
    }

    @Test("every word help suggests for a search finds photos in the offline catalogue, and the README names them")
    func searchWordsFindPhotos() async throws {
        let catalogue = OfflineFlickrService(latency: .zero)
        let readme = try DemoReadme.text()

        for word in DemoHelp.searchWords {
            let results = try await catalogue.search(word)

            #expect(!results.photos.isEmpty, "'\(word)' finds nothing offline")
            #expect(SearchQuery(word) != nil, "'\(word)' does not enable Go")
            #expect(readme.contains("`\(word)`"), "the demo's README does not name '\(word)'")
            #expect(DemoHelp.text.contains(word))
        }
    }

    @Test("every word help suggests for counts finds, among the rows first shown, a photo with a real count")
    func countWordsFindCounts() async throws {
        let catalogue = OfflineFlickrService(latency: .zero)
        let readme = try DemoReadme.text()

        for word in DemoHelp.countWords {
            let shownFirst = try await catalogue.search(word).photos.prefix(ListView.defaultVisibleRowCount)
            var counted: [FlickrPhotoMetadata] = []
            for photo in shownFirst {
                let metadata = try await catalogue.metadata(photoID: photo.id)
                if metadata.favourites != nil || metadata.comments != nil {
                    counted.append(metadata)
                }
            }

            #expect(!counted.isEmpty, "'\(word)' shows no photo with counts offline")
            #expect(SearchQuery(word) != nil, "'\(word)' does not enable Go")
            #expect(readme.contains("`\(word)`"), "the demo's README does not name '\(word)'")
            #expect(DemoHelp.text.contains(word))
        }
    }

    @Test("with FLICKR_API_KEY set the demo notes that the live API is searched and how to search offline; not without")
    func liveFlickrIsNoted() throws {
        let live = AppEnvironment.fromProcessEnvironment(["FLICKR_API_KEY": "not-a-key"])
        let offline = AppEnvironment.fromProcessEnvironment(["FLICKR_API_KEY": "  "])

        let note = try #require(DemoHelp.liveFlickrNote(for: live))
        #expect(note.contains("live Flickr API"))
        #expect(note.contains("unset it to search the offline catalogue"))
        #expect(!note.contains("not-a-key"))
        #expect(DemoHelp.liveFlickrNote(for: offline) == nil)
    }
}

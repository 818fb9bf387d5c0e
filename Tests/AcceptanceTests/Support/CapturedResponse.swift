import Foundation

/// Loads the captured Flickr responses in `Fixtures/` (real bodies; see `Fixtures/SOURCES.md`).
enum CapturedResponse {
    static func data(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        return try Data(contentsOf: url)
    }
}

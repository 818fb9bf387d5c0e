import Foundation

/// A count as Flickr sends it: an integer in newer responses, a numeric string in older ones, and an
/// empty string for zero.
struct FlexibleInt: Decodable, Sendable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
            return
        }
        let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
            value = 0
        } else if let number = Int(text) {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a count.")
        }
    }
}

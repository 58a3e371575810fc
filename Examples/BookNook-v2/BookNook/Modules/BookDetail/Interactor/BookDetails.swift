import Foundation

struct BookDetails: Decodable {
    let title: String
    let synopsis: String
    let subjects: [String]
    let coverIDs: [Int]

    var coverURL: URL? {
        guard let first = coverIDs.first else { return nil }
        return URL(string: "https://covers.openlibrary.org/b/id/\(first)-L.jpg")
    }

    private enum CodingKeys: String, CodingKey {
        case title, description, subjects, covers
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        subjects = try container.decodeIfPresent([String].self, forKey: .subjects) ?? []
        coverIDs = try container.decodeIfPresent([Int].self, forKey: .covers) ?? []

        if let plain = try? container.decode(String.self, forKey: .description) {
            synopsis = plain
        } else if let typed = try? container.decode([String: String].self, forKey: .description),
                  let value = typed["value"] {
            synopsis = value
        } else {
            synopsis = "No description available."
        }
    }
}

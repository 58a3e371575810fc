import Foundation

struct SearchResult: Decodable, Equatable {
    let workKey: String
    let title: String
    let authors: [String]
    let firstPublished: Int?

    var bookID: String {
        workKey.components(separatedBy: "/").last ?? workKey
    }

    var byline: String {
        let names = authors.isEmpty ? "Unknown author" : authors.joined(separator: ", ")
        guard let year = firstPublished else { return names }
        return "\(names) · \(year)"
    }

    private enum CodingKeys: String, CodingKey {
        case workKey = "key"
        case title
        case authors = "author_name"
        case firstPublished = "first_publish_year"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        workKey = try container.decode(String.self, forKey: .workKey)
        title = try container.decode(String.self, forKey: .title)
        authors = try container.decodeIfPresent([String].self, forKey: .authors) ?? []
        firstPublished = try container.decodeIfPresent(Int.self, forKey: .firstPublished)
    }
}

struct SearchResponse: Decodable {
    let numFound: Int
    let docs: [SearchResult]
}

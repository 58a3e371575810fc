import Foundation

struct AlbumSummary: Decodable {
    let id: Int
    let title: String
}

struct Album: Decodable {
    let id: Int
    let title: String
    let photoURLs: [URL]
}

final class PhotoClient {

    private let baseURL = URL(string: "https://photos.example.test/api")!
    private let decoder = JSONDecoder()

    func albums() async throws -> [AlbumSummary] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("albums"))
        return try decoder.decode([AlbumSummary].self, from: data)
    }

    func album(id: Int) async throws -> Album {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("albums/\(id)"))
        return try decoder.decode(Album.self, from: data)
    }
}

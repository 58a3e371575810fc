import Foundation

protocol AlbumsInteractorInput: AnyObject {
    func albums() async throws -> [AlbumSummary]
    func loadAlbum(id: Int) async throws -> Album
}

final class AlbumsInteractor: AlbumsInteractorInput {

    private let client: PhotoClient

    init(client: PhotoClient) {
        self.client = client
    }

    func albums() async throws -> [AlbumSummary] {
        try await client.albums()
    }

    func loadAlbum(id: Int) async throws -> Album {
        try await client.album(id: id)
    }
}

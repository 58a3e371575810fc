import Foundation

protocol GalleriesInteractorInput: AnyObject {
    func loadGalleries() -> [Gallery]
}

final class GalleriesInteractor: GalleriesInteractorInput {

    func loadGalleries() -> [Gallery] {
        [
            Gallery(room: "Room 4 · Dutch Golden Age", artworks: [
                Artwork(title: "The Milkmaid", artist: "Vermeer",
                        audioStop: AudioStop(number: 41, fileName: "stop-41.m4a", durationInSeconds: 95)),
                Artwork(title: "Winter Landscape", artist: "Avercamp", audioStop: nil)
            ]),
            Gallery(room: "Room 9 · Impressionism", artworks: [
                Artwork(title: "Poplars", artist: "Monet",
                        audioStop: AudioStop(number: 90, fileName: "stop-90.m4a", durationInSeconds: 120))
            ])
        ]
    }
}

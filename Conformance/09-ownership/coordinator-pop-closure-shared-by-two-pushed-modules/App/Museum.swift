import Foundation

struct Gallery {
    let room: String
    let artworks: [Artwork]
}

struct Artwork {
    let title: String
    let artist: String
    let audioStop: AudioStop?
}

struct AudioStop {
    let number: Int
    let fileName: String
    let durationInSeconds: Int
}

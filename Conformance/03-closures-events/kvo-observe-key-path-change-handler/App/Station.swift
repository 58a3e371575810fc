import Foundation

struct Station: Equatable {
    let callSign: String
    let name: String
    let streamURL: URL
}

enum StationDirectory {
    static let all: [Station] = [
        Station(callSign: "KLWV", name: "Longwave Classics", streamURL: URL(string: "https://streams.example.com/klwv.m3u8")!),
        Station(callSign: "WDRF", name: "Driftwood Jazz", streamURL: URL(string: "https://streams.example.com/wdrf.m3u8")!),
        Station(callSign: "KTDE", name: "Tideline Talk", streamURL: URL(string: "https://streams.example.com/ktde.m3u8")!)
    ]
}

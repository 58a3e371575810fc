import Foundation

struct Setlist: Equatable {
    let venue: String
    var songs: [String]
}

final class ChartLibrary {
    static let shared = ChartLibrary()

    private(set) var setlists: [Setlist] = [
        Setlist(venue: "The Lantern, Friday", songs: ["Blue Harbour", "Night Train"]),
        Setlist(venue: "Riverside Fair", songs: ["Copper Sky"])
    ]

    private(set) var chartFiles: [URL] = []

    func importCharts(from urls: [URL]) -> Int {
        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        var imported = 0
        for url in urls {
            let accessing = url.startAccessingSecurityScopedResource()
            defer { if accessing { url.stopAccessingSecurityScopedResource() } }
            let target = folder.appendingPathComponent(url.lastPathComponent)
            if (try? FileManager.default.copyItem(at: url, to: target)) != nil {
                chartFiles.append(target)
                imported += 1
            }
        }
        return imported
    }
}

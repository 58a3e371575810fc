import Foundation

protocol SetlistsInteractorInput: AnyObject {
    func setlists() -> [Setlist]
    func importCharts(from urls: [URL]) -> Int
}

final class SetlistsInteractor: SetlistsInteractorInput {

    func setlists() -> [Setlist] {
        ChartLibrary.shared.setlists
    }

    func importCharts(from urls: [URL]) -> Int {
        ChartLibrary.shared.importCharts(from: urls)
    }
}

import Foundation

@MainActor
final class BedsPresenter: ObservableObject {
    @Published private(set) var beds: [RaisedBed] = []

    private let interactor: BedsInteractor

    init(interactor: BedsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        beds = await interactor.beds()
    }

    func subtitle(of bed: RaisedBed) -> String {
        "\(bed.sunHours) h sun · \(bed.plantSlugs.count) crops"
    }
}

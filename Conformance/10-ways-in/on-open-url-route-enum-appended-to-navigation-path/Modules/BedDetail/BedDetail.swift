import SwiftUI

enum BedDetailBuilder {
    static func build(bedID: Int, garden: GardenStore) -> some View {
        let interactor = BedDetailInteractor(garden: garden)
        let presenter = BedDetailPresenter(bedID: bedID, interactor: interactor)
        return BedDetailView(presenter: presenter)
    }
}

struct BedDetailView: View {
    @ObservedObject var presenter: BedDetailPresenter

    var body: some View {
        List {
            Section("Growing here") {
                ForEach(presenter.plantSlugs, id: \.self) { slug in
                    NavigationLink(value: GardenRoute.plant(slug: slug)) {
                        Text(slug.replacingOccurrences(of: "-", with: " ").capitalized)
                    }
                }
            }
            Section {
                Button(presenter.wateredToday ? "Watered today" : "Mark as watered") {
                    Task { await presenter.water() }
                }
                .disabled(presenter.wateredToday)
            }
        }
        .navigationTitle(presenter.name)
        .task { await presenter.load() }
    }
}

@MainActor
final class BedDetailPresenter: ObservableObject {
    @Published private(set) var name = ""
    @Published private(set) var plantSlugs: [String] = []
    @Published private(set) var wateredToday = false

    private let bedID: Int
    private let interactor: BedDetailInteractor

    init(bedID: Int, interactor: BedDetailInteractor) {
        self.bedID = bedID
        self.interactor = interactor
    }

    func load() async {
        guard let bed = await interactor.bed(bedID) else { return }
        name = bed.name
        plantSlugs = bed.plantSlugs
    }

    func water() async {
        await interactor.water(bedID)
        wateredToday = true
    }
}

final class BedDetailInteractor {
    private let garden: GardenStore

    init(garden: GardenStore) {
        self.garden = garden
    }

    func bed(_ id: Int) async -> RaisedBed? {
        await garden.bed(id: id)
    }

    func water(_ id: Int) async {
        await garden.water(bedID: id)
    }
}

import SwiftUI

enum CropsBuilder {
    @MainActor
    static func build(bed: Bed, journal: GardenJournal, router: AllotmentRouter) -> some View {
        let interactor = CropsInteractor(journal: journal)
        let presenter = CropsPresenter(bed: bed, interactor: interactor)
        return CropsView(presenter: presenter, router: router)
    }
}

struct CropsView: View {
    @ObservedObject var presenter: CropsPresenter
    @ObservedObject var router: AllotmentRouter

    var body: some View {
        List(presenter.crops) { crop in
            Button {
                router.path.append(.crop(crop))
            } label: {
                VStack(alignment: .leading) {
                    Text(crop.name).font(.headline)
                    Text(presenter.sowingWindow(of: crop))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle(presenter.bed.name)
        .task { await presenter.load() }
    }
}

@MainActor
final class CropsPresenter: ObservableObject {
    let bed: Bed
    @Published private(set) var crops: [Crop] = []

    private let interactor: CropsInteractor

    init(bed: Bed, interactor: CropsInteractor) {
        self.bed = bed
        self.interactor = interactor
    }

    func load() async {
        crops = await interactor.crops(in: bed)
    }

    func sowingWindow(of crop: Crop) -> String {
        let months = Calendar.current.shortMonthSymbols
        return "Sow \(months[crop.sowFromMonth - 1])–\(months[crop.sowUntilMonth - 1])"
    }
}

final class CropsInteractor {
    private let journal: GardenJournal

    init(journal: GardenJournal) {
        self.journal = journal
    }

    func crops(in bed: Bed) async -> [Crop] {
        await journal.crops(in: bed)
    }
}

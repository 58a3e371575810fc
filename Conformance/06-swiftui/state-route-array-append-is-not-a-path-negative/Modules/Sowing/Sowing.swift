import SwiftUI

enum SowingBuilder {
    @MainActor
    static func build(crop: Crop, journal: GardenJournal) -> some View {
        let interactor = SowingInteractor(journal: journal)
        let presenter = SowingPresenter(crop: crop, interactor: interactor)
        return SowingView(presenter: presenter)
    }
}

struct SowingView: View {
    @ObservedObject var presenter: SowingPresenter
    @State private var recentRoutes: [AllotmentRoute] = []
    @State private var openCompanion: Crop?

    var body: some View {
        List {
            Section("How to sow") {
                Text(presenter.instructions)
            }
            Section("Good companions") {
                ForEach(presenter.companions) { companion in
                    Button {
                        openCompanion = companion
                        recentRoutes.append(.crop(companion))
                    } label: {
                        Text(companion.name)
                    }
                    if openCompanion == companion {
                        Text(presenter.note(for: companion))
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            if !recentRoutes.isEmpty {
                Section("Recently viewed") {
                    ForEach(Array(recentRoutes.enumerated()), id: \.offset) { _, route in
                        Label(route.title, systemImage: "clock")
                    }
                    Button("Clear", role: .destructive) {
                        recentRoutes.removeAll()
                    }
                }
            }
        }
        .navigationTitle(presenter.crop.name)
    }
}

@MainActor
final class SowingPresenter: ObservableObject {
    let crop: Crop
    private let interactor: SowingInteractor

    init(crop: Crop, interactor: SowingInteractor) {
        self.crop = crop
        self.interactor = interactor
    }

    var instructions: String {
        interactor.note(for: crop)
    }

    var companions: [Crop] {
        interactor.companions(of: crop)
    }

    func note(for companion: Crop) -> String {
        interactor.note(for: companion)
    }
}

final class SowingInteractor {
    private let journal: GardenJournal

    init(journal: GardenJournal) {
        self.journal = journal
    }

    func note(for crop: Crop) -> String {
        journal.note(for: crop)
    }

    func companions(of crop: Crop) -> [Crop] {
        journal.companions(of: crop)
    }
}

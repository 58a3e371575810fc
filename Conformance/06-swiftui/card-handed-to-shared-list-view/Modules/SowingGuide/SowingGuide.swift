import SwiftUI

enum SowingGuideBuilder {
    @MainActor
    static func build(seed: Seed, library: SeedLibraryClient) -> some View {
        let interactor = SowingGuideInteractor(library: library)
        let presenter = SowingGuidePresenter(seed: seed, interactor: interactor)
        return SowingGuideView(presenter: presenter)
    }
}

struct SowingGuideView: View {
    @ObservedObject var presenter: SowingGuidePresenter

    var body: some View {
        List {
            if let instructions = presenter.instructions {
                Section("When") {
                    LabeledContent("Sow from", value: instructions.sowFrom)
                    LabeledContent("Sow until", value: instructions.sowUntil)
                }
                Section("How") {
                    LabeledContent("Depth", value: "\(instructions.depthMillimetres) mm")
                    LabeledContent("Spacing", value: "\(instructions.spacingCentimetres) cm")
                    Text(instructions.notes)
                }
            } else {
                ProgressView()
            }
        }
        .navigationTitle(presenter.title)
        .task { await presenter.load() }
    }
}

@MainActor
final class SowingGuidePresenter: ObservableObject {
    @Published private(set) var instructions: SowingInstructions?

    private let seed: Seed
    private let interactor: SowingGuideInteractor

    init(seed: Seed, interactor: SowingGuideInteractor) {
        self.seed = seed
        self.interactor = interactor
    }

    var title: String {
        "\(seed.name) '\(seed.variety)'"
    }

    func load() async {
        instructions = await interactor.instructions(for: seed)
    }
}

final class SowingGuideInteractor {
    private let library: SeedLibraryClient

    init(library: SeedLibraryClient) {
        self.library = library
    }

    func instructions(for seed: Seed) async -> SowingInstructions? {
        try? await library.instructions(for: seed.id)
    }
}

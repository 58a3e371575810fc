import SwiftUI

enum StageMapBuilder {
    static func build(stage: String, programme: FestivalProgramme) -> some View {
        let interactor = StageMapInteractor(programme: programme)
        let presenter = StageMapPresenter(stage: stage, interactor: interactor)
        return StageMapView(presenter: presenter)
    }
}

struct StageMapView: View {
    @ObservedObject var presenter: StageMapPresenter

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "map")
                .font(.system(size: 80))
                .foregroundStyle(.teal)
            if let info = presenter.info {
                Text("\(info.name) stage").font(.title.bold())
                Text("Nearest: \(info.nearestGate)")
                Text("About \(info.walkMinutesFromEntrance) min walk from the main entrance")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .navigationTitle("Site map")
        .task { await presenter.load() }
    }
}

@MainActor
final class StageMapPresenter: ObservableObject {
    let stage: String
    @Published private(set) var info: StageInfo?

    private let interactor: StageMapInteractor

    init(stage: String, interactor: StageMapInteractor) {
        self.stage = stage
        self.interactor = interactor
    }

    func load() async {
        info = await interactor.info(for: stage)
    }
}

final class StageMapInteractor {
    private let programme: FestivalProgramme

    init(programme: FestivalProgramme) {
        self.programme = programme
    }

    func info(for stage: String) async -> StageInfo {
        await programme.stage(named: stage)
    }
}

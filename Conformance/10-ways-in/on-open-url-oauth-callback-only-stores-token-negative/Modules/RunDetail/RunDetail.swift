import SwiftUI

// MARK: - Builder

enum RunDetailBuilder {
    @MainActor
    static func build(run: Run, log: RunLog) -> some View {
        let interactor = RunDetailInteractor(log: log)
        return RunDetailView(presenter: RunDetailPresenter(run: run, interactor: interactor))
    }
}

// MARK: - View

struct RunDetailView: View {
    @ObservedObject var presenter: RunDetailPresenter

    var body: some View {
        List {
            Section {
                LabeledContent("Distance", value: String(format: "%.2f km", presenter.run.kilometres))
                LabeledContent("Time", value: "\(presenter.run.minutes) min")
                LabeledContent("Pace", value: presenter.pace)
            }
            Section("Splits") {
                ForEach(Array(presenter.splits.enumerated()), id: \.offset) { index, seconds in
                    LabeledContent("km \(index + 1)", value: "\(seconds / 60):\(String(format: "%02d", seconds % 60))")
                }
            }
        }
        .navigationTitle(presenter.run.route)
        .task { await presenter.load() }
    }
}

// MARK: - Presenter

@MainActor
final class RunDetailPresenter: ObservableObject {
    let run: Run
    @Published private(set) var splits: [Int] = []

    private let interactor: RunDetailInteractor

    init(run: Run, interactor: RunDetailInteractor) {
        self.run = run
        self.interactor = interactor
    }

    var pace: String {
        let secondsPerKm = Int(Double(run.minutes * 60) / run.kilometres)
        return "\(secondsPerKm / 60):\(String(format: "%02d", secondsPerKm % 60)) /km"
    }

    func load() async {
        splits = await interactor.splits(for: run)
    }
}

// MARK: - Interactor

final class RunDetailInteractor {
    private let log: RunLog

    init(log: RunLog) {
        self.log = log
    }

    func splits(for run: Run) async -> [Int] {
        await log.splits(for: run)
    }
}

import SwiftUI

enum PatternStepsBuilder {
    static func build(pattern: KnittingPattern) -> AnyView {
        let interactor = PatternStepsInteractor(patternID: pattern.id, library: .shared)
        let presenter = PatternStepsPresenter(pattern: pattern, interactor: interactor)
        return AnyView(PatternStepsView(presenter: presenter))
    }
}

struct PatternStepsView: View {
    @ObservedObject var presenter: PatternStepsPresenter

    var body: some View {
        List(presenter.steps) { step in
            Button {
                presenter.toggle(step)
            } label: {
                HStack(alignment: .top) {
                    Image(systemName: presenter.isDone(step) ? "checkmark.circle.fill" : "circle")
                    VStack(alignment: .leading) {
                        Text(step.instruction)
                        if step.repeats > 1 {
                            Text("Repeat \(step.repeats)×").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .buttonStyle(.plain)
        }
        .navigationTitle(presenter.pattern.name)
        .task { await presenter.load() }
    }
}

@MainActor
final class PatternStepsPresenter: ObservableObject {
    let pattern: KnittingPattern
    @Published private(set) var steps: [PatternStep] = []
    @Published private(set) var completedThrough = 0

    private let interactor: PatternStepsInteractor

    init(pattern: KnittingPattern, interactor: PatternStepsInteractor) {
        self.pattern = pattern
        self.interactor = interactor
    }

    func load() async {
        steps = await interactor.steps()
        completedThrough = interactor.completedStep()
    }

    func isDone(_ step: PatternStep) -> Bool {
        step.id <= completedThrough
    }

    func toggle(_ step: PatternStep) {
        completedThrough = isDone(step) ? step.id - 1 : step.id
        interactor.saveCompletedStep(completedThrough)
    }
}

final class PatternStepsInteractor {
    private let patternID: KnittingPattern.ID
    private let library: PatternLibrary

    init(patternID: KnittingPattern.ID, library: PatternLibrary) {
        self.patternID = patternID
        self.library = library
    }

    func steps() async -> [PatternStep] {
        await library.steps(for: patternID)
    }

    func completedStep() -> Int {
        library.completedStep(for: patternID)
    }

    func saveCompletedStep(_ step: Int) {
        library.saveCompletedStep(step, for: patternID)
    }
}

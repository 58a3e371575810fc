import SwiftUI

enum OnboardingBuilder {
    static func build(catalog: MeditationCatalog) -> some View {
        let interactor = OnboardingInteractor(catalog: catalog)
        let presenter = OnboardingPresenter(interactor: interactor)
        return OnboardingView(presenter: presenter)
    }
}

struct OnboardingView: View {
    @ObservedObject var presenter: OnboardingPresenter
    @AppStorage("needsOnboarding") private var needsOnboarding = true

    var body: some View {
        VStack(spacing: 24) {
            Text("What brings you here?")
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            ForEach(Goal.allCases) { goal in
                Toggle(goal.rawValue, isOn: presenter.binding(for: goal))
                    .toggleStyle(.button)
            }
            Spacer()
            Button("Start meditating") {
                presenter.finish()
                needsOnboarding = false
            }
            .buttonStyle(.borderedProminent)
            .disabled(!presenter.canFinish)
        }
        .padding()
    }
}

@MainActor
final class OnboardingPresenter: ObservableObject {
    @Published private(set) var goals: Set<Goal> = []

    private let interactor: OnboardingInteractor

    init(interactor: OnboardingInteractor) {
        self.interactor = interactor
    }

    var canFinish: Bool { !goals.isEmpty }

    func binding(for goal: Goal) -> Binding<Bool> {
        Binding(
            get: { self.goals.contains(goal) },
            set: { isOn in
                if isOn { self.goals.insert(goal) } else { self.goals.remove(goal) }
            }
        )
    }

    func finish() {
        interactor.save(goals: goals)
    }
}

final class OnboardingInteractor {
    private let catalog: MeditationCatalog

    init(catalog: MeditationCatalog) {
        self.catalog = catalog
    }

    func save(goals: Set<Goal>) {
        catalog.save(goals: goals)
    }
}

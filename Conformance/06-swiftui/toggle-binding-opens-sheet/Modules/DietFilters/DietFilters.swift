import SwiftUI

enum DietFiltersBuilder {
    @MainActor
    static func build(preferences: DietPreferences) -> some View {
        let interactor = DietFiltersInteractor()
        let presenter = DietFiltersPresenter(preferences: preferences, interactor: interactor)
        return DietFiltersView(presenter: presenter)
    }
}

struct DietFiltersView: View {
    @ObservedObject var presenter: DietFiltersPresenter

    var body: some View {
        Form {
            Section("Diet") {
                ForEach(Diet.allCases) { diet in
                    Toggle(diet.rawValue, isOn: presenter.binding(for: diet))
                }
            }
            Section("Time") {
                Stepper("Up to \(presenter.maxMinutes) minutes",
                        value: $presenter.maxMinutes,
                        in: 10...120,
                        step: 10)
            }
            Section {
                Button("Reset", role: .destructive) { presenter.didTapReset() }
            }
        }
    }
}

@MainActor
final class DietFiltersPresenter: ObservableObject {
    @Published var maxMinutes: Int {
        didSet { interactor.save(maxMinutes: maxMinutes, to: preferences) }
    }

    private let preferences: DietPreferences
    private let interactor: DietFiltersInteractor

    init(preferences: DietPreferences, interactor: DietFiltersInteractor) {
        self.preferences = preferences
        self.interactor = interactor
        self.maxMinutes = preferences.maxMinutes
    }

    func binding(for diet: Diet) -> Binding<Bool> {
        Binding(
            get: { self.preferences.required.contains(diet) },
            set: { isOn in
                self.interactor.set(diet, required: isOn, in: self.preferences)
                self.objectWillChange.send()
            }
        )
    }

    func didTapReset() {
        interactor.reset(preferences)
        maxMinutes = preferences.maxMinutes
    }
}

final class DietFiltersInteractor {

    @MainActor
    func set(_ diet: Diet, required: Bool, in preferences: DietPreferences) {
        if required {
            preferences.required.insert(diet)
        } else {
            preferences.required.remove(diet)
        }
    }

    @MainActor
    func save(maxMinutes: Int, to preferences: DietPreferences) {
        preferences.maxMinutes = maxMinutes
    }

    @MainActor
    func reset(_ preferences: DietPreferences) {
        preferences.required = []
        preferences.maxMinutes = 60
    }
}

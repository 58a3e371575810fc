import SwiftUI

// MARK: - Presenter

@MainActor
final class PracticeSetupPresenter: ObservableObject {
    @Published var practiceName = ""
    @Published var chairCount = 3
    @Published var opensAt = Calendar.current.date(bySettingHour: 8, minute: 30, second: 0, of: Date()) ?? Date()
    @Published var closesAt = Calendar.current.date(bySettingHour: 17, minute: 30, second: 0, of: Date()) ?? Date()
    @Published private(set) var errorMessage: String?

    private let interactor: PracticeSetupInteractor

    init(interactor: PracticeSetupInteractor) {
        self.interactor = interactor
    }

    func didTapFinish() -> Bool {
        do {
            try interactor.save(name: practiceName, chairs: chairCount, opensAt: opensAt, closesAt: closesAt)
            errorMessage = nil
            return true
        } catch {
            errorMessage = "Give the practice a name and close after you open."
            return false
        }
    }
}

// MARK: - Interactor

final class PracticeSetupInteractor {
    enum SetupError: Error {
        case invalid
    }

    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    func save(name: String, chairs: Int, opensAt: Date, closesAt: Date) throws {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, opensAt < closesAt else { throw SetupError.invalid }
        defaults.set(chairs, forKey: "practice.chairs")
        defaults.set(opensAt, forKey: "practice.opensAt")
        defaults.set(closesAt, forKey: "practice.closesAt")
        defaults.set(trimmed, forKey: "practice.name")
    }
}

// MARK: - Builder

enum PracticeSetupBuilder {
    @MainActor
    static func build() -> some View {
        let interactor = PracticeSetupInteractor(defaults: .standard)
        let presenter = PracticeSetupPresenter(interactor: interactor)
        return PracticeSetupView(presenter: presenter)
    }
}

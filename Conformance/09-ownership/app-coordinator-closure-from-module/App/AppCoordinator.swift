import UIKit

final class AppCoordinator {

    private let window: UIWindow
    private let settings: ReaderSettings
    private let navigationController = UINavigationController()

    init(window: UIWindow, settings: ReaderSettings) {
        self.window = window
        self.settings = settings
    }

    func start() {
        let issues = IssuesBuilder.build(onOpenIssue: { [weak self] issue in
            self?.showReader(for: issue)
        })
        navigationController.setViewControllers([issues], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        if !settings.hasCompletedOnboarding {
            showOnboarding()
        }
    }

    private func showOnboarding() {
        let onboarding = OnboardingBuilder.build(onFinish: { [weak self] in
            self?.settings.hasCompletedOnboarding = true
            self?.navigationController.dismiss(animated: true)
        })
        onboarding.modalPresentationStyle = .fullScreen
        navigationController.present(onboarding, animated: false)
    }

    private func showReader(for issue: Issue) {
        let reader = IssueReaderBuilder.build(issue: issue)
        navigationController.pushViewController(reader, animated: true)
    }
}

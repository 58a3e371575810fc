import UIKit

/// Shows the onboarding pages and a Start button.
final class OnboardingViewController: UIViewController, OnboardingViewInput {
    var output: OnboardingViewOutput?
    private let pagesLabel = UILabel()
    private let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pagesLabel)
        view.addSubview(startButton)
        startButton.setTitle("Start", for: .normal)
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        output?.viewDidLoad()
    }

    func show(pages: [String]) {
        pagesLabel.text = pages.joined(separator: "\n")
    }

    @objc private func startTapped() {
        output?.didTapStart()
    }
}

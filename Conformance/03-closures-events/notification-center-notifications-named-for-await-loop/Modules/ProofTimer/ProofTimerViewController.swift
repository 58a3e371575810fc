//
//  ProofTimerViewController.swift
//  Levain
//

import UIKit

protocol ProofTimerViewInput: AnyObject {
    func show(title: String)
    func show(remaining: String)
}

final class ProofTimerViewController: UIViewController, ProofTimerViewInput {
    var presenter: ProofTimerViewOutput!
    private let remainingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        remainingLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .semibold)
        remainingLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(remainingLabel)
        NSLayoutConstraint.activate([
            remainingLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            remainingLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Start",
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapStart() }
        )
        presenter.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
    }

    func show(remaining: String) {
        remainingLabel.text = remaining
    }
}

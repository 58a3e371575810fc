//
//  PitchBooking.swift
//  Tentpeg
//

import UIKit

final class PitchBookingViewController: UIViewController {
    var presenter: PitchBookingPresenter!
    private let summaryLabel = UILabel()
    private let nightsStepper = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Book pitch"
        summaryLabel.numberOfLines = 0
        nightsStepper.minimumValue = 1
        nightsStepper.addTarget(self, action: #selector(nightsChanged), for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [summaryLabel, nightsStepper])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(summary: String, nights: Int) {
        summaryLabel.text = summary
        nightsStepper.value = Double(nights)
    }

    @objc private func nightsChanged() {
        presenter.didChange(nights: Int(nightsStepper.value))
    }
}

final class PitchBookingPresenter {
    weak var view: PitchBookingViewController?
    private let pitch: String
    private var nights: Int

    init(pitch: String, nights: Int) {
        self.pitch = pitch
        self.nights = nights
    }

    func viewDidLoad() {
        render()
    }

    func didChange(nights: Int) {
        self.nights = nights
        render()
    }

    private func render() {
        view?.show(summary: "Pitch \(pitch), \(nights) night(s), €\(nights * 18)", nights: nights)
    }
}

enum PitchBookingBuilder {
    static func build(pitch: String, nights: Int) -> UIViewController {
        let view = PitchBookingViewController()
        let presenter = PitchBookingPresenter(pitch: pitch, nights: nights)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}

//
//  Booking.swift
//  Asana
//

import UIKit

// MARK: - View

final class BookingViewController: UIViewController {

    var presenter: BookingPresenter!
    private let matSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Book"
        let label = UILabel()
        label.text = "Borrow a studio mat"
        let row = UIStackView(arrangedSubviews: [label, matSwitch])
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            row.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Confirm", style: .done, target: self, action: #selector(confirmTapped))
    }

    @objc private func cancelTapped() {
        presenter.didCancel()
    }

    @objc private func confirmTapped() {
        presenter.didConfirm(borrowMat: matSwitch.isOn)
    }
}

// MARK: - Presenter

final class BookingPresenter {

    private let yogaClass: YogaClass
    private let interactor: BookingInteractor
    private let router: BookingRouter

    init(yogaClass: YogaClass, interactor: BookingInteractor, router: BookingRouter) {
        self.yogaClass = yogaClass
        self.interactor = interactor
        self.router = router
    }

    func didConfirm(borrowMat: Bool) {
        interactor.book(classId: yogaClass.id, borrowMat: borrowMat)
        router.close()
    }

    func didCancel() {
        router.close()
    }
}

// MARK: - Interactor

final class BookingInteractor {

    func book(classId: Int, borrowMat: Bool) {
        var booked = UserDefaults.standard.array(forKey: "bookedClassIds") as? [Int] ?? []
        booked.append(classId)
        UserDefaults.standard.set(booked, forKey: "bookedClassIds")
        UserDefaults.standard.set(borrowMat, forKey: "mat.\(classId)")
    }
}

// MARK: - Router

final class BookingRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum BookingBuilder {

    static func build(yogaClass: YogaClass) -> UIViewController {
        let view = BookingViewController()
        let router = BookingRouter()
        view.presenter = BookingPresenter(yogaClass: yogaClass, interactor: BookingInteractor(), router: router)
        router.viewController = view
        return view
    }
}

//
//  ClassDetail.swift
//  Asana
//

import UIKit

// MARK: - View

final class ClassDetailViewController: UIViewController {

    var presenter: ClassDetailPresenter!
    private let infoLabel = UILabel()
    private let bookButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        infoLabel.numberOfLines = 0
        infoLabel.text = presenter.info
        bookButton.setTitle("Book a mat", for: .normal)
        bookButton.isEnabled = presenter.canBook
        bookButton.addTarget(self, action: #selector(bookTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [infoLabel, bookButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    @objc private func bookTapped() {
        presenter.didTapBook()
    }
}

// MARK: - Presenter

final class ClassDetailPresenter {

    private let yogaClass: YogaClass
    private let router: ClassDetailRouter

    init(yogaClass: YogaClass, router: ClassDetailRouter) {
        self.yogaClass = yogaClass
        self.router = router
    }

    var title: String { yogaClass.name }

    var info: String {
        "With \(yogaClass.teacher)\n\(yogaClass.spotsLeft) spots left"
    }

    var canBook: Bool { yogaClass.spotsLeft > 0 }

    func didTapBook() {
        router.openBooking(for: yogaClass)
    }
}

// MARK: - Router

final class ClassDetailRouter {

    weak var viewController: UIViewController?

    func openBooking(for yogaClass: YogaClass) {
        viewController ~^ BookingBuilder.build(yogaClass: yogaClass)
    }
}

// MARK: - Builder

enum ClassDetailBuilder {

    static func build(yogaClass: YogaClass) -> UIViewController {
        let view = ClassDetailViewController()
        let router = ClassDetailRouter()
        view.presenter = ClassDetailPresenter(yogaClass: yogaClass, router: router)
        router.viewController = view
        return view
    }
}

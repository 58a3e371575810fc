//
//  ViewingBooking.swift
//  Keyhole
//

import UIKit

final class ViewingBookingViewController: UIViewController {
    var presenter: ViewingBookingPresenter!
    private let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Book a viewing"
        picker.minimumDate = Date()
        picker.frame = view.bounds.insetBy(dx: 16, dy: 140)
        view.addSubview(picker)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self,
                                                            action: #selector(saveTapped))
    }

    @objc private func saveTapped() {
        presenter.didPick(picker.date)
    }
}

final class ViewingBookingPresenter {
    private let listingID: String
    private(set) var requestedSlot: Date?

    init(listingID: String) {
        self.listingID = listingID
    }

    func didPick(_ date: Date) {
        requestedSlot = date
    }
}

enum ViewingBookingBuilder {
    static func build(listingID: String) -> UIViewController {
        let view = ViewingBookingViewController()
        view.presenter = ViewingBookingPresenter(listingID: listingID)
        return view
    }
}

//
//  Booking.swift
//  Staybook
//

import UIKit

// MARK: - Contracts

protocol BookingViewInput: AnyObject {
    func display(rooms: [String])
}

protocol BookingViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol BookingInteractorInput: AnyObject {
    func loadRooms()
    func book(room: String, at hotelName: String)
}

protocol BookingInteractorOutput: AnyObject {
    func didLoad(rooms: [String])
}

protocol BookingRouterInput: AnyObject {
    func closeBooking()
}

// MARK: - View

final class BookingViewController: UITableViewController, BookingViewInput {
    var output: BookingViewOutput!
    private var rooms: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book a Room"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(rooms: [String]) {
        self.rooms = rooms
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rooms.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rooms[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class BookingPresenter: BookingViewOutput, BookingInteractorOutput {
    private weak var view: BookingViewInput?
    private let interactor: BookingInteractorInput
    private let router: BookingRouterInput
    private let hotelName: String
    private var rooms: [String] = []

    init(view: BookingViewInput, interactor: BookingInteractorInput, router: BookingRouterInput, hotelName: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.hotelName = hotelName
    }

    func viewDidLoad() {
        interactor.loadRooms()
    }

    func didSelectItem(at index: Int) {
        interactor.book(room: rooms[index], at: hotelName)
        router.closeBooking()
    }

    func didLoad(rooms: [String]) {
        self.rooms = rooms
        view?.display(rooms: rooms)
    }
}

// MARK: - Interactor

final class BookingInteractor: BookingInteractorInput {
    weak var output: BookingInteractorOutput?

    func loadRooms() {
        output?.didLoad(rooms: ["Single", "Double", "Suite"])
    }

    func book(room: String, at hotelName: String) {
        print("Booked a \(room) room at \(hotelName)")
    }
}

// MARK: - Router

final class BookingRouter: BookingRouterInput {
    weak var viewController: UIViewController?

    func closeBooking() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

// MARK: - Builder

final class BookingBuilder: NSObject {
    @objc static func build(hotelName: String) -> UIViewController {
        let view = BookingViewController()
        let interactor = BookingInteractor()
        let router = BookingRouter()
        let presenter = BookingPresenter(view: view, interactor: interactor, router: router, hotelName: hotelName)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}

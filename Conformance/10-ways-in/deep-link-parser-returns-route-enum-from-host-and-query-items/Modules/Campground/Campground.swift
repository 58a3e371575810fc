//
//  Campground.swift
//  Tentpeg
//

import UIKit

final class CampgroundViewController: UITableViewController {
    var presenter: CampgroundPresenter!
    private var pitches: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Pitch")
        presenter.viewDidLoad()
    }

    func show(title: String, pitches: [String]) {
        self.title = title
        self.pitches = pitches
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pitches.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pitch", for: indexPath)
        cell.textLabel?.text = "Pitch \(pitches[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didTapBook(pitch: pitches[indexPath.row])
    }
}

final class CampgroundPresenter {
    weak var view: CampgroundViewController?
    var onBookPitch: ((String) -> Void)?
    private let campgroundID: String

    init(campgroundID: String) {
        self.campgroundID = campgroundID
    }

    func viewDidLoad() {
        view?.show(title: campgroundID.capitalized, pitches: ["A1", "A4", "B2"])
    }

    func didTapBook(pitch: String) {
        onBookPitch?("\(campgroundID)-\(pitch)")
    }
}

enum CampgroundBuilder {
    static func build(campgroundID: String, onBookPitch: @escaping (String) -> Void) -> UIViewController {
        let view = CampgroundViewController()
        let presenter = CampgroundPresenter(campgroundID: campgroundID)
        presenter.view = view
        presenter.onBookPitch = onBookPitch
        view.presenter = presenter
        return view
    }
}

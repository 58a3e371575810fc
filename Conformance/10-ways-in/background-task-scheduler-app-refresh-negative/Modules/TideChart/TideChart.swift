//
//  TideChart.swift
//  Tidewater
//

import UIKit

// MARK: - View

final class TideChartViewController: UITableViewController {

    var presenter: TideChartPresenter!
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.harbour
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TideCell")
        lines = presenter.tideLines()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TideCell", for: indexPath)
        cell.textLabel?.text = lines[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class TideChartPresenter {

    let harbour: String
    private let interactor: TideChartInteractor

    init(harbour: String, interactor: TideChartInteractor) {
        self.harbour = harbour
        self.interactor = interactor
    }

    func tideLines() -> [String] {
        interactor.events(for: harbour).map {
            "\($0.isHigh ? "High" : "Low") \(String(format: "%.1f m", $0.heightMetres)) at \($0.time.formatted(date: .abbreviated, time: .shortened))"
        }
    }
}

// MARK: - Interactor

final class TideChartInteractor {

    func events(for harbour: String) -> [TideEvent] {
        TideSync.shared.cache[harbour] ?? []
    }
}

// MARK: - Builder

enum TideChartBuilder {

    static func build(harbour: String) -> UIViewController {
        let view = TideChartViewController()
        view.presenter = TideChartPresenter(harbour: harbour, interactor: TideChartInteractor())
        return view
    }
}

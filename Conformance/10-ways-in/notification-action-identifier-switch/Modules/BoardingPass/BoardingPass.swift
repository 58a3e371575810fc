//
//  BoardingPass.swift
//  Contrail
//

import CoreImage.CIFilterBuiltins
import UIKit

// MARK: - View

final class BoardingPassViewController: UIViewController {
    var presenter: BoardingPassPresenter!
    private let codeView = UIImageView()
    private let seatLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        codeView.contentMode = .scaleAspectFit
        codeView.layer.magnificationFilter = .nearest
        codeView.image = presenter.barcode()
        seatLabel.font = .preferredFont(forTextStyle: .title1)
        seatLabel.text = presenter.seatLine

        let stack = UIStackView(arrangedSubviews: [seatLabel, codeView])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            codeView.heightAnchor.constraint(equalTo: codeView.widthAnchor)
        ])
    }
}

// MARK: - Presenter

final class BoardingPassPresenter {
    private let flightNumber: String

    init(flightNumber: String) {
        self.flightNumber = flightNumber
    }

    var seatLine: String {
        let seat = Itinerary.shared.flight(number: flightNumber)?.seat ?? "—"
        return "\(flightNumber) · Seat \(seat)"
    }

    func barcode() -> UIImage? {
        let filter = CIFilter.aztecCodeGenerator()
        filter.message = Data("M1TRAVELLER/CONTRAIL \(flightNumber)".utf8)
        guard let output = filter.outputImage,
              let cgImage = CIContext().createCGImage(output, from: output.extent) else { return nil }
        return UIImage(cgImage: cgImage)
    }
}

// MARK: - Builder

enum BoardingPassBuilder {
    static func build(flightNumber: String) -> UIViewController {
        let view = BoardingPassViewController()
        view.presenter = BoardingPassPresenter(flightNumber: flightNumber)
        return view
    }
}

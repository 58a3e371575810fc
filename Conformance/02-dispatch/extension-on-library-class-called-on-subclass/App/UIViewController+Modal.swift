//
//  UIViewController+Modal.swift
//  Platen
//

import UIKit

extension UIViewController {
    func presentModally(_ screen: UIViewController) {
        screen.modalPresentationStyle = .formSheet
        present(screen, animated: true)
    }
}

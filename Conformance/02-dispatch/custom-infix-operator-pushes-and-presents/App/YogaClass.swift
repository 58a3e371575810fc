//
//  YogaClass.swift
//  Asana
//

import Foundation

struct YogaClass {
    let id: Int
    let name: String
    let teacher: String
    let startsAt: Date
    let spotsLeft: Int
}

//
//  RadarPresenter.h
//  Nimbus
//

#import <Foundation/Foundation.h>

#import "RadarViewController.h"

@interface RadarPresenter : NSObject <RadarViewOutput>

@property (nonatomic, weak) id<RadarViewInput> view;

- (instancetype)initWithCity:(NSString *)city;

@end

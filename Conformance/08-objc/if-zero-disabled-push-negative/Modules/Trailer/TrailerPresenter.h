//
//  TrailerPresenter.h
//  Matinee
//

#import <Foundation/Foundation.h>

#import "TrailerViewController.h"

@interface TrailerPresenter : NSObject <TrailerViewOutput>

@property (nonatomic, weak) id<TrailerViewInput> view;

@end

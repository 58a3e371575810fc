//
//  BoardingPassPresenter.h
//  Waypoint
//

#import <Foundation/Foundation.h>
#import "BoardingPassViewController.h"

NS_ASSUME_NONNULL_BEGIN

@interface BoardingPassPresenter : NSObject <BoardingPassViewOutput>

@property (nonatomic, weak) id<BoardingPassViewInput> view;

- (instancetype)initWithBookingIdentifier:(NSString *)bookingIdentifier;

@end

NS_ASSUME_NONNULL_END

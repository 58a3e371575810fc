//
//  RoomDetailPresenter.h
//  Innkeep
//

#import <Foundation/Foundation.h>

#import "RoomDetailViewController.h"

@interface RoomDetailPresenter : NSObject <RoomDetailViewOutput>

@property (nonatomic, weak) id<RoomDetailViewInput> view;
@property (nonatomic, copy) NSString *roomNumber;

@end

//
//  GuestDetailPresenter.h
//  Soiree
//

#import <Foundation/Foundation.h>

#import "GuestDetailViewController.h"
#import "GuestDetailRouter.h"

@interface GuestDetailPresenter : NSObject <GuestDetailViewOutput>

@property (nonatomic, weak) id<GuestDetailViewInput> view;
@property (nonatomic, strong) id<GuestDetailRouterInput> router;
@property (nonatomic, copy) NSString *guestName;
@property (nonatomic, copy) NSString *phoneNumber;

@end

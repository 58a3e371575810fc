//
//  DonorPrepPresenter.h
//  Dropline
//

#import <Foundation/Foundation.h>

#import "DonorPrepViewController.h"

@interface DonorPrepPresenter : NSObject <DonorPrepViewOutput>

@property (nonatomic, weak) id<DonorPrepViewInput> view;
@property (nonatomic, copy) NSString *slotIdentifier;

@end

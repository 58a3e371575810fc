//
// PBDPinInteractor.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDPinInteractorIO.h"

@interface PBDPinInteractor : NSObject <PBDPinInteractorInput>

@property (nonatomic, weak) id<PBDPinInteractorOutput> output;

@end

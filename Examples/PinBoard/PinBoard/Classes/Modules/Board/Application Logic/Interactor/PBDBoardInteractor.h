//
// PBDBoardInteractor.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDBoardInteractorIO.h"

@class PBDPinStore;

@interface PBDBoardInteractor : NSObject <PBDBoardInteractorInput>

@property (nonatomic, weak) id<PBDBoardInteractorOutput> output;
@property (nonatomic, strong) PBDPinStore *pinStore;

@end

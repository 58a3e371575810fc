//
// PBDComposeInteractor.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDComposeInteractorIO.h"

@interface PBDComposeInteractor : NSObject <PBDComposeInteractorInput>

@property (nonatomic, weak) id<PBDComposeInteractorOutput> output;

@end

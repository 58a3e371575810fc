//
// PBDAboutInteractor.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>
#import "PBDAboutInteractorIO.h"

@interface PBDAboutInteractor : NSObject <PBDAboutInteractorInput>

@property (nonatomic, weak) id<PBDAboutInteractorOutput> output;

@end

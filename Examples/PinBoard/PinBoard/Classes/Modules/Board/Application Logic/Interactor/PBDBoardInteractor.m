//
// PBDBoardInteractor.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDBoardInteractor.h"
#import "PBDPinStore.h"

@interface PBDBoardInteractor ()

@property (nonatomic, copy) NSArray<PBDPin *> *pins;

@end

@implementation PBDBoardInteractor

- (instancetype)init
{
    if ((self = [super init])) {
        _pinStore = [PBDPinStore sharedInstance];
    }
    return self;
}

- (void)loadContent
{
    self.pins = [self.pinStore allPins];
    [self.output contentLoaded];
}

@end

//
//  Wine.m
//  Corkboard
//

#import "Wine.h"

@implementation Wine
@end

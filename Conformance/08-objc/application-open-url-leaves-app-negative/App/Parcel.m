//
//  Parcel.m
//  Parcelly
//

#import "Parcel.h"

@implementation Parcel
@end
